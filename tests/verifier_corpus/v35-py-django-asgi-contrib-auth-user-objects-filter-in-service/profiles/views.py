from django.http import JsonResponse

from profiles.service import ProfileNotFound, get_profile


def profile_detail(request, username):
    viewer = request.headers.get("X-User-Id")
    try:
        profile = get_profile(username, int(viewer) if viewer else None)
    except ProfileNotFound:
        return JsonResponse({"errors": {"body": ["profile not found"]}}, status=404)
    return JsonResponse({"profile": profile})
