from django.http import JsonResponse

from profiles.models import Profile


def health_check(request):
    return JsonResponse({"status": "ok"})


def profile(request, username):
    try:
        p = Profile.objects.get(username=username)
    except Profile.DoesNotExist:
        return JsonResponse({"errors": {"body": ["profile not found"]}}, status=404)
    return JsonResponse({"profile": {"username": p.username, "bio": p.bio, "image": p.image, "following": False}})
