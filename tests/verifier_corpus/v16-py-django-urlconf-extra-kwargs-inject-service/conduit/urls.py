from django.urls import path

from articles.services.articles import ArticleService
from articles.views.articles import ArticleDetailView, ArticleListView, health_check

urlpatterns = [
    path("api/health-check", health_check),
    path("api/articles", ArticleListView.as_view(), {"service": ArticleService()}),
    path("api/articles/<slug:slug>", ArticleDetailView.as_view(), {"service": ArticleService()}),
]
