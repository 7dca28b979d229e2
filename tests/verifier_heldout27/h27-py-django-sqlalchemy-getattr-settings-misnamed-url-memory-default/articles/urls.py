from django.urls import path

from articles import views

urlpatterns = [
    path("health-check", views.health_check),
    path("articles", views.articles),
]
