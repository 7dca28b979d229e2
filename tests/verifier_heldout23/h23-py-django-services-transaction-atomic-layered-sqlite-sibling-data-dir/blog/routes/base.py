import json

from django.http import JsonResponse
from django.utils.decorators import method_decorator
from django.views import View
from django.views.decorators.csrf import csrf_exempt

from ..services import accounts
from ..services.errors import ServiceError, Unauthorized


@method_decorator(csrf_exempt, name="dispatch")
class ApiView(View):
    def dispatch(self, request, *args, **kwargs):
        try:
            return super().dispatch(request, *args, **kwargs)
        except ServiceError as exc:
            return JsonResponse({"errors": {"body": [str(exc)]}}, status=exc.status)

    def payload(self, key):
        try:
            return (json.loads(self.request.body or b"{}") or {}).get(key) or {}
        except ValueError:
            return {}

    def account(self):
        header = self.request.headers.get("Authorization", "")
        if not header.startswith("Token "):
            raise Unauthorized("authentication required")
        return accounts.authenticate_token(header[6:])
