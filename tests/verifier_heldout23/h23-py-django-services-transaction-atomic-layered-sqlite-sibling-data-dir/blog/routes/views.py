from django.http import JsonResponse

from ..services import accounts, posts
from .base import ApiView


def _user(account):
    return {"user": {"email": account.email, "token": accounts.token(account), "username": account.username,
                     "bio": account.bio, "image": account.image}}


class HealthView(ApiView):
    def get(self, request):
        return JsonResponse({"status": "ok"})


class RegisterView(ApiView):
    def post(self, request):
        data = self.payload("user")
        return JsonResponse(_user(accounts.sign_up(data.get("username"), data.get("email"), data.get("password"))),
                            status=201)


class LoginView(ApiView):
    def post(self, request):
        data = self.payload("user")
        return JsonResponse(_user(accounts.sign_in(data.get("email"), data.get("password"))))


class ArticlesView(ApiView):
    def get(self, request):
        return JsonResponse(posts.list_posts(int(request.GET.get("limit", 20)), int(request.GET.get("offset", 0))))

    def post(self, request):
        slug = posts.publish(self.account(), self.payload("article"))
        return JsonResponse({"article": posts.get(slug)}, status=201)


class ArticleView(ApiView):
    def get(self, request, slug):
        return JsonResponse({"article": posts.get(slug)})


class FavoriteView(ApiView):
    def post(self, request, slug):
        self.account()
        return JsonResponse({"article": posts.favorite(slug, +1)})

    def delete(self, request, slug):
        self.account()
        return JsonResponse({"article": posts.favorite(slug, -1)})


class TagsView(ApiView):
    def get(self, request):
        return JsonResponse({"tags": posts.tags()})
