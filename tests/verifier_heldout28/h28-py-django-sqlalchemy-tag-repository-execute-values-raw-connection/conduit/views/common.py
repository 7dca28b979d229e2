import json

from conduit.services.account_service import AccountError, AccountService

accounts = AccountService()


def payload(request, key):
    try:
        return (json.loads(request.body or b"{}") or {}).get(key) or {}
    except json.JSONDecodeError:
        return {}


def viewer(request):
    try:
        return accounts.current(request.headers.get("Authorization"))
    except AccountError:
        return None
