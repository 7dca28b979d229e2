from django.urls import path

from articles import views

urlpatterns = [
    path("api/health-check", views.health_check),
    path("api/tags", views.tags),
    path("api/articles/<slug:slug>", views.article_detail),
]
