from django.http import JsonResponse

from conduit.services import profile_service


def health(request):
    return JsonResponse({"status": "ok"})


def profile_detail(request, username: str):
    try:
        member = profile_service.get_member(username)
    except profile_service.ProfileNotFound:
        return JsonResponse({"errors": {"body": ["profile not found"]}}, status=404)
    viewer_id = request.headers.get("X-User-Id")
    following = bool(viewer_id) and member.followers.filter(pk=viewer_id).exists()
    return JsonResponse({"profile": {"username": member.username, "bio": member.bio, "image": member.image, "following": following}})
