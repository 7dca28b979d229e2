from django.http import JsonResponse

from conduit.services.profile_service import ProfileService

service = ProfileService()


def health(request):
    return JsonResponse({"status": "ok"})


def profile(request, username):
    data = service.profile(username)
    if data is None:
        return JsonResponse({"errors": {"body": ["not found"]}}, status=404)
    return JsonResponse({"profile": data})
