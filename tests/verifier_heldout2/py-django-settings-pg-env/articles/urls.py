from django.urls import path

from articles import views

urlpatterns = [
    path("health-check", views.health),
    path("articles", views.list_articles),
]
