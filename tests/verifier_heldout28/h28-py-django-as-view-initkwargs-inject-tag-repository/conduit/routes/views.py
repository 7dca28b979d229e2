from django.http import JsonResponse

from conduit.routes.base import ApiView
from conduit.services.article_service import ArticleService


class HealthView(ApiView):
    def get(self, request):
        return JsonResponse({"status": "ok"})


class UsersView(ApiView):
    def post(self, request):
        data = self.payload(request, "user")
        profile = self.accounts.register(data.get("username", ""), data.get("email", ""), data.get("password", ""))
        return JsonResponse({"user": self._user(profile)}, status=201)

    def _user(self, profile):
        return {"email": profile.email, "token": self.accounts.token(profile), "username": profile.username,
                "bio": profile.bio, "image": profile.image}


class LoginView(UsersView):
    def post(self, request):
        data = self.payload(request, "user")
        return JsonResponse({"user": self._user(self.accounts.login(data.get("email", ""), data.get("password", "")))})


class ArticlesView(ApiView):
    articles = ArticleService()

    def get(self, request):
        return JsonResponse(self.articles.list(
            request.viewer, tag=request.GET.get("tag"), author=request.GET.get("author"),
            limit=int(request.GET.get("limit", 20)), offset=int(request.GET.get("offset", 0)),
        ))

    def post(self, request):
        if request.viewer is None:
            return JsonResponse({"errors": {"token": ["is missing"]}}, status=401)
        return JsonResponse({"article": self.articles.create(request.viewer, self.payload(request, "article"))},
                            status=201)


class TagListView(ApiView):
    tag_repository = None  # injected through as_view()

    def get(self, request):
        return JsonResponse({"tags": self.tag_repository.list_names()})
