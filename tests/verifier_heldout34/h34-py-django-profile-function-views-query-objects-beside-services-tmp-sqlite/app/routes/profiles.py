from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from app.models import Follow, User


def _profile(user, following):
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image,
                        "following": following}}


def get_profile(request, username):
    user = User.objects.filter(username=username).first()
    if user is None:
        return JsonResponse({"errors": {"profile": ["not found"]}}, status=404)
    viewer = getattr(request, "conduit_user", None)
    following = bool(viewer) and Follow.objects.filter(follower=viewer, followed=user).exists()
    return JsonResponse(_profile(user, following))


@csrf_exempt
def follow(request, username):
    user = User.objects.get(username=username)
    viewer = getattr(request, "conduit_user", None)
    if request.method == "DELETE":
        Follow.objects.filter(follower=viewer, followed=user).delete()
        return JsonResponse(_profile(user, False))
    Follow.objects.get_or_create(follower=viewer, followed=user)
    return JsonResponse(_profile(user, True))
