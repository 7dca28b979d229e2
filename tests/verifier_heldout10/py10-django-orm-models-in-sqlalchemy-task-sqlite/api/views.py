from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.csrf import csrf_exempt

from .models import Profile


def health_check(request):
    return JsonResponse({"status": "ok"})


def _json(profile, viewer=None):
    following = bool(viewer) and viewer.following.filter(pk=profile.pk).exists()
    return {"profile": {"username": profile.username, "bio": profile.bio, "image": profile.image, "following": following}}


def profile(request, username):
    return JsonResponse(_json(get_object_or_404(Profile, username=username)))


@csrf_exempt
def follow(request, username):
    viewer = Profile.objects.filter(username=request.headers.get("X-User", "")).first()
    if viewer is None:
        return JsonResponse({"errors": {"body": ["unauthorized"]}}, status=401)
    target = get_object_or_404(Profile, username=username)
    if request.method == "POST":
        viewer.following.add(target)
    elif request.method == "DELETE":
        viewer.following.remove(target)
    return JsonResponse(_json(target, viewer))
