from django.urls import path

from articles.views.articles import ArticleCreateView
from articles.views.health import HealthView

urlpatterns = [
    path("api/health-check", HealthView.as_view()),
    path("api/articles", ArticleCreateView.as_view()),
]
