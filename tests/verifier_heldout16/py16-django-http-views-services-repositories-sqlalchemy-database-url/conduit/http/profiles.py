from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from conduit.http.auth import viewer_id
from conduit.services import profiles


def profile(request, username):
    try:
        return JsonResponse({"profile": profiles.get_profile(username, viewer_id(request))})
    except profiles.ProfileNotFound:
        return JsonResponse({"errors": {"profile": ["not found"]}}, status=404)


@csrf_exempt
def follow(request, username):
    uid = viewer_id(request)
    if uid is None:
        return JsonResponse({"errors": {"token": ["required"]}}, status=401)
    try:
        return JsonResponse({"profile": profiles.follow(username, uid)})
    except profiles.ProfileNotFound:
        return JsonResponse({"errors": {"profile": ["not found"]}}, status=404)
