from django.urls import path

from api import views

urlpatterns = [
    path("api/health-check", views.health_check),
    path("api/articles", views.articles),
    path("api/articles/feed", views.feed),
]
