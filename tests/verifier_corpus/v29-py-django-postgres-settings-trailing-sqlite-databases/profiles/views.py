from django.http import JsonResponse

from profiles.models import Profile


def health_check(request):
    return JsonResponse({"status": "ok"})


def profile(request, username):
    found = Profile.objects.filter(username=username).first()
    if found is None:
        return JsonResponse({"errors": {"body": ["profile not found"]}}, status=404)
    return JsonResponse({"profile": {"username": found.username, "bio": found.bio, "image": found.image, "following": False}})
