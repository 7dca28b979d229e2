from rest_framework.response import Response
from rest_framework.views import exception_handler

from conduit.services import auth_service
from conduit.services.errors import ServiceError


def viewer_of(request):
    header = request.headers.get("Authorization", "")
    return auth_service.user_for_token(header[6:] if header.startswith("Token ") else None)


def conduit_exception_handler(exc, context):
    if isinstance(exc, ServiceError):
        return Response({"errors": exc.errors}, status=exc.status)
    return exception_handler(exc, context)
