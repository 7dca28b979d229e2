from django.urls import path

from articles import views

urlpatterns = [
    path("api/health", views.health),
    path("api/articles", views.articles),
]
