from django.http import JsonResponse
from django.urls import path

from conduit.routes.articles import ArticleDetail

urlpatterns = [
    path("health-check", lambda request: JsonResponse({"status": "ok"})),
    path("articles/<slug:slug>", ArticleDetail.as_view()),
]
