from django.urls import path

from conduit.web.views import ArticleDetailView, ArticleListView, HealthView, TagListView

urlpatterns = [
    path("health-check", HealthView.as_view()),
    path("articles", ArticleListView.as_view()),
    path("articles/<slug:slug>", ArticleDetailView.as_view()),
    path("tags", TagListView.as_view()),
]
