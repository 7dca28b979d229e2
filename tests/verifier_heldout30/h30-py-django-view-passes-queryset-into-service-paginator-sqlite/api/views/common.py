import json

from django.http import JsonResponse

from api.services import auth_service


def payload(request):
    try:
        return json.loads(request.body or b"{}")
    except json.JSONDecodeError:
        return {}


def viewer(request):
    header = request.headers.get("Authorization", "")
    return auth_service.user_for(header[6:] if header.startswith("Token ") else None)


def error(err):
    return JsonResponse({"errors": {err.field: [err.message]}}, status=err.status)
