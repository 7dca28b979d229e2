from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from realworld.services import profiles


def _viewer_id(request) -> int | None:
    header = request.headers.get("Authorization", "")
    return int(header.rsplit(".", 1)[-1]) if header.startswith("Token ") and header[-1].isdigit() else None


def _json(profile: profiles.Profile) -> JsonResponse:
    u = profile.user
    return JsonResponse({"profile": {"username": u.username, "bio": u.bio, "image": u.image, "following": profile.following}})


def health_check(request):
    return JsonResponse({"status": "ok"})


def profile(request, username: str):
    try:
        return _json(profiles.get_profile(username, _viewer_id(request)))
    except profiles.ProfileNotFound:
        return JsonResponse({"errors": {"profile": ["not found"]}}, status=404)


@csrf_exempt
def follow(request, username: str):
    viewer = _viewer_id(request)
    if viewer is None:
        return JsonResponse({"errors": {"auth": ["required"]}}, status=401)
    try:
        return _json(profiles.set_following(username, viewer, request.method == "POST"))
    except profiles.ProfileNotFound:
        return JsonResponse({"errors": {"profile": ["not found"]}}, status=404)
