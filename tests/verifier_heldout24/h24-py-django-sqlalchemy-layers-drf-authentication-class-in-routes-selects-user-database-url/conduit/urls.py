from django.urls import path

from conduit.routes.articles import ArticlesView, HealthView

urlpatterns = [
    path("api/health-check", HealthView.as_view()),
    path("api/articles", ArticlesView.as_view()),
]
