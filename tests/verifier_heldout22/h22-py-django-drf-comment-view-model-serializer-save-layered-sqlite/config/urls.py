from django.urls import path

from api.views.articles import ArticleDetailView, health_check
from api.views.comments import CommentListCreateView

urlpatterns = [
    path("api/health-check", health_check),
    path("api/articles/<slug:slug>", ArticleDetailView.as_view()),
    path("api/articles/<slug:slug>/comments", CommentListCreateView.as_view()),
]
