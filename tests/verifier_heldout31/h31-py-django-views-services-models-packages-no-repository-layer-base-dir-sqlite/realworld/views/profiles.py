from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from realworld.services import profile_service


def health_check(request):
    return JsonResponse({"status": "ok"})


def _viewer(request):
    return request.headers.get("X-Username") or None


def profile_detail(request, username):
    try:
        return JsonResponse({"profile": profile_service.get_profile(username, _viewer(request))})
    except profile_service.ProfileNotFound:
        return JsonResponse({"errors": {"profile": ["not found"]}}, status=404)


@csrf_exempt
def profile_follow(request, username):
    viewer = _viewer(request)
    if viewer is None:
        return JsonResponse({"errors": {"auth": ["required"]}}, status=401)
    try:
        if request.method == "POST":
            data = profile_service.follow(viewer, username)
        else:
            data = profile_service.unfollow(viewer, username)
    except profile_service.ProfileNotFound:
        return JsonResponse({"errors": {"profile": ["not found"]}}, status=404)
    return JsonResponse({"profile": data})
