from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from services.profile_service import ProfileNotFound, ProfileService

service = ProfileService()


def profile(request, username):
    try:
        return JsonResponse({"profile": service.get(username, getattr(request, "user_id", None))})
    except ProfileNotFound:
        return JsonResponse({"errors": {"profile": ["not found"]}}, status=404)


@csrf_exempt
def follow(request, username):
    if request.method != "POST":
        return JsonResponse({"errors": {"method": ["not allowed"]}}, status=405)
    try:
        return JsonResponse({"profile": service.follow(getattr(request, "user_id", 1), username)})
    except ProfileNotFound:
        return JsonResponse({"errors": {"profile": ["not found"]}}, status=404)
