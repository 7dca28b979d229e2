from django.urls import path

from articles import views

urlpatterns = [
    path("api/health-check", views.health_check),
    path("api/articles/<slug:slug>/favorite", views.favorite),
    path("api/articles/<slug:slug>", views.article),
]
