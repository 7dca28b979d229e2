# feature-file: profiles
from django.http import HttpRequest, JsonResponse
from django.views import View

from conduit.routes.http import current_user, optional_user
from conduit.routes.serializers import profile_json
from conduit.services import profiles


class ProfileView(View):
    def get(self, request: HttpRequest, username: str) -> JsonResponse:
        return JsonResponse(
            {"profile": profile_json(profiles.get(username, optional_user(request)))}
        )


class FollowView(View):
    """Any request body is ignored: the caller and the path say everything."""

    def post(self, request: HttpRequest, username: str) -> JsonResponse:
        profile = profiles.follow(current_user(request).user, username)
        return JsonResponse({"profile": profile_json(profile)})

    def delete(self, request: HttpRequest, username: str) -> JsonResponse:
        profile = profiles.unfollow(current_user(request).user, username)
        return JsonResponse({"profile": profile_json(profile)})
