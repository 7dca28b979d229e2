from django.http import HttpResponse, JsonResponse
from django.views import View

from conduit_api.routes.auth import viewer_id
from conduit_api.services.articles import ArticleService
from conduit_api.services.errors import NotFound
from conduit_api.services.profiles import ProfileService

profiles = ProfileService()
articles = ArticleService()


def health_check(request):
    return JsonResponse({"status": "ok"})


class ArticleListView(View):
    def get(self, request):
        limit = int(request.GET.get("limit", 20))
        offset = int(request.GET.get("offset", 0))
        return JsonResponse(articles.listing(request.GET.get("author"), limit, offset))


class ProfileView(View):
    def get(self, request, username: str):
        return JsonResponse({"profile": profiles.profile(username, viewer_id(request))})


class FollowView(View):
    def post(self, request, username: str):
        me = viewer_id(request)
        if me is None:
            return HttpResponse(status=401)
        return JsonResponse({"profile": profiles.follow(username, me)})

    def delete(self, request, username: str):
        me = viewer_id(request)
        if me is None:
            return HttpResponse(status=401)
        return JsonResponse({"profile": profiles.unfollow(username, me)})


class ArticleDetailView(View):
    def get(self, request, slug: str, articles_repo):
        article = articles_repo.by_slug(slug)
        if article is None:
            raise NotFound("article not found")
        return JsonResponse(articles.detail(article, viewer_id(request)))
