from django.http import JsonResponse

from profiles.models import Profile


def profile_detail(request, username):
    profile = Profile.objects.filter(username=username).first()
    if profile is None:
        return JsonResponse({"errors": {"body": ["profile not found"]}}, status=404)
    return JsonResponse({"profile": {"username": profile.username, "bio": profile.bio, "image": profile.image, "following": False}})
