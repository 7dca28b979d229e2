from rest_framework.views import exception_handler


def conduit_exception_handler(exc, context):
    response = exception_handler(exc, context)
    if response is not None:
        response.data = {"errors": {"body": [str(exc)]}}
    return response
