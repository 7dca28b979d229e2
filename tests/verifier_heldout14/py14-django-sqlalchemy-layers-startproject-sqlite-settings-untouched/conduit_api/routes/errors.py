from django.http import JsonResponse

from conduit_api.services.errors import DomainError


class DomainErrorMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        return self.get_response(request)

    def process_exception(self, request, exception):
        if isinstance(exception, DomainError):
            return JsonResponse({"errors": {"body": [exception.message]}}, status=exception.status)
        return None
