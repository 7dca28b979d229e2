from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from api.repositories.follow_repository import FollowRepository
from api.repositories.user_repository import UserRepository
from api.services.profile_service import ProfileService

from .auth import viewer_id

profiles = ProfileService()
users = UserRepository()
follows = FollowRepository()


def profile(request, username):
    data = profiles.get(username, viewer_id(request))
    if data is None:
        return JsonResponse({"errors": {"profile": ["not found"]}}, status=404)
    return JsonResponse({"profile": data})


@csrf_exempt
def follow(request, username):
    uid = viewer_id(request)
    if uid is None:
        return JsonResponse({"errors": {"body": ["unauthorized"]}}, status=401)
    target = users.by_username(username)
    if target is None:
        return JsonResponse({"errors": {"profile": ["not found"]}}, status=404)
    if request.method == "POST":
        follows.add(uid, target.id)
    elif request.method == "DELETE":
        follows.remove(uid, target.id)
    else:
        return JsonResponse({"errors": {"body": ["method not allowed"]}}, status=405)
    return JsonResponse({"profile": profiles.get(username, uid)})
