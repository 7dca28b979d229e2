from rest_framework.response import Response
from rest_framework.views import exception_handler

from conduit.services.exceptions import ServiceError


def handler(exc, context):
    if isinstance(exc, ServiceError):
        return Response({"errors": {exc.field: [str(exc)]}}, status=exc.status_code)
    return exception_handler(exc, context)
