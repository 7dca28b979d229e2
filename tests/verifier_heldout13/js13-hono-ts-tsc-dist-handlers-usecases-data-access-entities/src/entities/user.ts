export interface UserEntity {
  id: number
  username: string
  email: string
  passwordHash: string
  bio: string | null
  image: string | null
}

export interface ProfileView {
  username: string
  bio: string | null
  image: string | null
  following: boolean
}
