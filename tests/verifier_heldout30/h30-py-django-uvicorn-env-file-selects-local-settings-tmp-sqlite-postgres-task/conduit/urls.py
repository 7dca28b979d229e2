from django.urls import path

from api import views

urlpatterns = [
    path("api/health-check", views.health_check),
    path("api/users", views.register),
    path("api/users/login", views.login),
    path("api/articles", views.articles),
    path("api/tags", views.tags),
]
