from rest_framework.views import exception_handler


def conduit_exception_handler(exc, context):
    response = exception_handler(exc, context)
    if response is not None and not (isinstance(response.data, dict) and "errors" in response.data):
        detail = response.data.get("detail", response.data) if isinstance(response.data, dict) else response.data
        response.data = {"errors": {"body": [str(detail)]}}
    return response
