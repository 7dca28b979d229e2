from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from realworld.services.profile_service import ProfileNotFound, ProfileService

service = ProfileService()


def health_check(request):
    return JsonResponse({"status": "ok"})


def profile(request, username):
    try:
        return JsonResponse({"profile": service.get(username, request.conduit_user)})
    except ProfileNotFound:
        return JsonResponse({"errors": {"profile": ["not found"]}}, status=404)


@csrf_exempt
def follow(request, username):
    if request.conduit_user is None:
        return JsonResponse({"errors": {"token": ["is missing"]}}, status=401)
    try:
        return JsonResponse({"profile": service.follow(username, request.conduit_user)})
    except ProfileNotFound:
        return JsonResponse({"errors": {"profile": ["not found"]}}, status=404)
