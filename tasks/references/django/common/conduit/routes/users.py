from django.http import HttpRequest, JsonResponse
from django.views import View

from conduit.routes.http import current_user, read_json
from conduit.routes.serializers import user_json
from conduit.services import users


class RegisterView(View):
    def post(self, request: HttpRequest) -> JsonResponse:
        return JsonResponse(user_json(users.register(read_json(request, "user"))), status=201)


class LoginView(View):
    def post(self, request: HttpRequest) -> JsonResponse:
        return JsonResponse(user_json(users.login(read_json(request, "user"))))


class CurrentUserView(View):
    def get(self, request: HttpRequest) -> JsonResponse:
        return JsonResponse(user_json(current_user(request)))

    def put(self, request: HttpRequest) -> JsonResponse:
        caller = current_user(request)
        return JsonResponse(user_json(users.update(caller, read_json(request, "user"))))
