from django.urls import path

from realworld import views

urlpatterns = [
    path("api/health-check", views.health_check),
    path("api/articles", views.articles),
    path("api/articles/<slug:slug>/comments", views.comments),
]
