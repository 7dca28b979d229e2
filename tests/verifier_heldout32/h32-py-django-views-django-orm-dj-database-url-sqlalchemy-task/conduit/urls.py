from django.urls import path

from articles import views

urlpatterns = [
    path("api/health-check", views.health),
    path("api/articles", views.list_articles),
]
