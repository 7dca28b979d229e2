import json

from django.http import JsonResponse
from django.utils.decorators import method_decorator
from django.views import View
from django.views.decorators.csrf import csrf_exempt

from conduit.services.account_service import AccountService
from conduit.services.errors import ServiceError


@method_decorator(csrf_exempt, name="dispatch")
class ApiView(View):
    accounts = AccountService()

    def dispatch(self, request, *args, **kwargs):
        try:
            request.viewer = self.accounts.from_header(request.headers.get("Authorization"))
            return super().dispatch(request, *args, **kwargs)
        except ServiceError as err:
            return JsonResponse({"errors": {err.field: [err.message]}}, status=err.status)

    @staticmethod
    def payload(request, key):
        try:
            return (json.loads(request.body or b"{}") or {}).get(key) or {}
        except json.JSONDecodeError:
            return {}
