import json

from django.contrib.auth import authenticate, get_user_model
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_http_methods

from accounts import tokens
from accounts.models import Profile

User = get_user_model()


def user_json(user):
    profile = user.profile
    return {"user": {"email": user.email, "username": user.username, "bio": profile.bio,
                     "image": profile.image, "token": tokens.issue(user)}}


@csrf_exempt
@require_http_methods(["POST"])
def register(request):
    data = json.loads(request.body or "{}").get("user", {})
    if User.objects.filter(username=data.get("username")).exists():
        return JsonResponse({"errors": {"username": ["has already been taken"]}}, status=422)
    if User.objects.filter(email=data.get("email")).exists():
        return JsonResponse({"errors": {"email": ["has already been taken"]}}, status=422)
    user = User.objects.create_user(data["username"], data["email"], data["password"])
    Profile.objects.create(user=user)
    return JsonResponse(user_json(user), status=201)


@csrf_exempt
@require_http_methods(["POST"])
def login(request):
    data = json.loads(request.body or "{}").get("user", {})
    match = User.objects.filter(email=data.get("email")).first()
    user = authenticate(username=match.username, password=data.get("password")) if match else None
    if user is None:
        return JsonResponse({"errors": {"credentials": ["invalid"]}}, status=401)
    return JsonResponse(user_json(user))


def current_user(request):
    user = tokens.user_from_request(request)
    if user is None:
        return JsonResponse({"errors": {"body": ["unauthorized"]}}, status=401)
    return JsonResponse(user_json(user))


@csrf_exempt
def profile(request, username):
    viewer = tokens.user_from_request(request)
    target = User.objects.select_related("profile").filter(username=username).first()
    if target is None:
        return JsonResponse({"errors": {"profile": ["not found"]}}, status=404)
    if request.method in ("POST", "DELETE"):
        if viewer is None:
            return JsonResponse({"errors": {"body": ["unauthorized"]}}, status=401)
        (viewer.profile.follows.add if request.method == "POST" else viewer.profile.follows.remove)(target.profile)
    following = bool(viewer) and viewer.profile.follows.filter(pk=target.profile.pk).exists()
    return JsonResponse({"profile": {"username": target.username, "bio": target.profile.bio,
                                     "image": target.profile.image, "following": following}})
