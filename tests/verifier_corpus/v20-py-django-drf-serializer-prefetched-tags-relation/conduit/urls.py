from django.urls import path

from articles.views.articles import ArticleDetailView, ArticleListView
from articles.views.tags import TagListView

urlpatterns = [
    path("api/articles", ArticleListView.as_view()),
    path("api/articles/<slug:slug>", ArticleDetailView.as_view()),
    path("api/tags", TagListView.as_view()),
]
