from django.http import JsonResponse
from django.views.decorators.http import require_GET

from app.repositories import profile_repository


@require_GET
def health(request):
    return JsonResponse({"status": "ok"})


@require_GET
def get_profile(request, username):
    profile = profile_repository.get_by_username(username)
    if profile is None:
        return JsonResponse({"errors": {"profile": ["not found"]}}, status=404)
    return JsonResponse({"profile": {"username": profile.username, "bio": profile.bio,
                                     "image": profile.image, "following": False}})
