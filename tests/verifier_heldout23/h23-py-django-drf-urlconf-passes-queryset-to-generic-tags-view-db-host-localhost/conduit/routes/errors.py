from rest_framework.response import Response
from rest_framework.views import exception_handler as drf_handler

from ..services.members import MemberError


def exception_handler(exc, context):
    if isinstance(exc, MemberError):
        return Response({"errors": {"body": [str(exc)]}}, status=exc.status)
    return drf_handler(exc, context)
