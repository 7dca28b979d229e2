from django.urls import path

from api import views

urlpatterns = [
    path("health-check", views.HealthCheck.as_view()),
    path("users", views.Users.as_view()),
    path("users/login", views.Login.as_view()),
    path("articles", views.Articles.as_view()),
    path("tags", views.Tags.as_view()),
]
