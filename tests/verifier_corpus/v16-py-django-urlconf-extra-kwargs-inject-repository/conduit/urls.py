from django.urls import path

from articles.repositories.articles import ArticleRepository
from articles.views.articles import ArticleDetailView, ArticleListView, health_check

urlpatterns = [
    path("api/health-check", health_check),
    path("api/articles", ArticleListView.as_view(), {"repo": ArticleRepository()}),
    path("api/articles/<slug:slug>", ArticleDetailView.as_view(), {"repo": ArticleRepository()}),
]
