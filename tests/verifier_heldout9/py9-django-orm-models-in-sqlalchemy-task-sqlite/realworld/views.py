import jwt
from django.conf import settings
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from .models import User


def health_check(request):
    return JsonResponse({"status": "ok"})


def _viewer(request):
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        payload = jwt.decode(header[6:], settings.SECRET_KEY, algorithms=["HS256"])
    except jwt.PyJWTError:
        return None
    return User.objects.filter(pk=payload.get("id")).first()


def _profile(user, viewer):
    following = viewer is not None and viewer.following.filter(pk=user.pk).exists()
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image,
                        "following": following}}


def profile(request, username):
    user = User.objects.filter(username=username).first()
    if user is None:
        return JsonResponse({"errors": {"body": ["profile not found"]}}, status=404)
    return JsonResponse(_profile(user, _viewer(request)))


@csrf_exempt
def follow(request, username):
    viewer = _viewer(request)
    if viewer is None:
        return JsonResponse({"errors": {"body": ["unauthorized"]}}, status=401)
    user = User.objects.filter(username=username).first()
    if user is None:
        return JsonResponse({"errors": {"body": ["profile not found"]}}, status=404)
    if request.method == "POST":
        viewer.following.add(user)
    elif request.method == "DELETE":
        viewer.following.remove(user)
    return JsonResponse(_profile(user, viewer))
