from django.urls import path

from . import views

urlpatterns = [
    path("users", views.RegisterView.as_view()),
    path("users/login", views.LoginView.as_view()),
    path("user", views.CurrentUserView.as_view()),
    path("profiles/<str:username>", views.ProfileView.as_view()),
    path("profiles/<str:username>/follow", views.FollowView.as_view()),
]
