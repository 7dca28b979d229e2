from django.urls import path

from articles.views.comments import CommentCreateView
from articles.views.health import HealthView

urlpatterns = [
    path("api/health-check", HealthView.as_view()),
    path("api/articles/<slug:slug>/comments", CommentCreateView.as_view()),
]
