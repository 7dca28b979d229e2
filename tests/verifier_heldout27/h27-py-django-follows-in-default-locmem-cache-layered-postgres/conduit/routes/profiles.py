from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from conduit.routes.auth import viewer_id
from conduit.services.profile_service import ProfileNotFound, ProfileService

service = ProfileService()


def get_profile(request, username: str):
    try:
        return JsonResponse({"profile": service.get(username, viewer_id(request))})
    except ProfileNotFound:
        return JsonResponse({"errors": {"profile": ["not found"]}}, status=404)


@csrf_exempt
def follow(request, username: str):
    uid = viewer_id(request)
    if uid is None:
        return JsonResponse({"errors": {"token": ["missing"]}}, status=401)
    try:
        if request.method == "POST":
            return JsonResponse({"profile": service.follow(username, uid)})
        if request.method == "DELETE":
            return JsonResponse({"profile": service.unfollow(username, uid)})
    except ProfileNotFound:
        return JsonResponse({"errors": {"profile": ["not found"]}}, status=404)
    return JsonResponse({"errors": {"method": ["not allowed"]}}, status=405)
